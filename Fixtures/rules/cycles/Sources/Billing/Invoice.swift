import Catalog

struct Invoice {}
