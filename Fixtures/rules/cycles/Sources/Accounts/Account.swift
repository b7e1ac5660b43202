import Billing

struct Account {}
