import ImageCacheImpl

/// One cache for the whole process, so widgets and previews share the app's memory and disk cache.
private let sharedImageCache = ImageCacheImpl()

extension ImageCacheProtocol where Self == ImageCacheImpl {

    /// For call sites that can't wait for injection. Everything else resolves `ImageCacheProtocol`.
    public static var shared: ImageCacheImpl { sharedImageCache }
}
