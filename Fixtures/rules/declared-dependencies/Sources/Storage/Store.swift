struct Store {}
