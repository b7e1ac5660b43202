import Kit
import WidgetKit

struct ShopWidget {}
