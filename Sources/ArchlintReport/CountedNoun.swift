/// `1 file`, `3 files`: a count with its noun, plural when the count is not one.
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
