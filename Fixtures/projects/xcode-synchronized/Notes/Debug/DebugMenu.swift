// Left out of the app by a membership exception on its folder ("Debug").
struct DebugMenu {}
