// swift-tools-version: 6.0
// A user's package: an app-like module of view controllers and its Swift Testing suite, using
// nibload only through its public API, as the README tells users to. `.ci/run` builds and tests
// it (in parallel, three times in a row) in its own build folder.
import PackageDescription

let package = Package(
    name: "FixtureTests",
    dependencies: [.package(name: "nibload", path: "../..")],
    targets: [
        .target(
            name: "FixtureApp",
            dependencies: [.product(name: "NibKit", package: "nibload")],
            resources: [
                .copy("Documents/Main.storyboard"), .copy("Documents/ProfileView.xib"),
                .copy("Documents/Broken.storyboard"),
            ]),
        .testTarget(
            name: "FixtureAppTests",
            dependencies: ["FixtureApp", .product(name: "NibKit", package: "nibload")]),
    ]
)
