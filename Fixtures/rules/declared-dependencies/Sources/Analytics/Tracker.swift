struct Tracker {}
