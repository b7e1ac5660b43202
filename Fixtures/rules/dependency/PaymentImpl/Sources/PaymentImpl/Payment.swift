import LoginAPI

public struct Payment {}
