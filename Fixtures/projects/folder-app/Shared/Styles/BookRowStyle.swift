enum BookRowStyle {
    case compact, regular
}
