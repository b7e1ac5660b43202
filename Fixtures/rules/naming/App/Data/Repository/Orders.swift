final class Orders {}
