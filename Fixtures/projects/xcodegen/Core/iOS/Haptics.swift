import UIKit

public enum Haptics {}
