// swift-tools-version: 5.9
import PackageDescription

// The network service implements the remote data protocol of every repository. The list below is
// the one place to touch when a feature gains a backend.
let repositoryAPIs: [(String, String)] = [
    ("SignIn", "SignInRepositoryAPI"),
    ("WorkoutHistory", "WorkoutHistoryRepositoryAPI"),
    ("WorkoutDetail", "WorkoutDetailRepositoryAPI"),
]

let resolver: Target.Dependency = .product(name: "Resolver", package: "Resolver")

var packageDependencies: [Package.Dependency] = [
    .package(
        url: "https://github.com/hmlongco/Resolver.git",
        from: "1.5.1"
    ),
]
var targetDependencies: [Target.Dependency] = []

for (feature, product) in repositoryAPIs {
    packageDependencies.append(.package(path: "../../../Features/\(feature)/Repositories/\(feature)Repository/\(product)"))
    targetDependencies.append(.product(name: product, package: product))
}

let package = Package(
    name: "NetworkServiceImpl",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .library(
            name: "NetworkServiceImpl",
            targets: ["NetworkServiceImpl"]
        ),
    ],
    dependencies: packageDependencies,
    targets: [
        .target(
            name: "NetworkServiceImpl",
            dependencies: targetDependencies + [resolver]
        ),
    ]
)
