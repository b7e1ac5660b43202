import Storage

struct Model {}
