struct OldBooking {}
