struct OldButton {}
