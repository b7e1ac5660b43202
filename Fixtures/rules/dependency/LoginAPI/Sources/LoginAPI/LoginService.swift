import SharedModels

public protocol LoginService {}
