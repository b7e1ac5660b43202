// Excluded from the widget by `excludes`.
struct ShopWidgetMock {}
