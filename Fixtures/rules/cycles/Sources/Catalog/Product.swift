import Accounts

struct Product {}
