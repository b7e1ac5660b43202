import Catalog

struct Query {}
