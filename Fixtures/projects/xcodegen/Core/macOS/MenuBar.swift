import AppKit

public enum MenuBar {}
