import Models
import Storage
import Logging

struct App {}
