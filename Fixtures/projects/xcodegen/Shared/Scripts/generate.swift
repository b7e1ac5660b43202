// A script run by hand, not part of any target (`includes` leaves it out).
print("generated")
