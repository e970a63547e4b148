// swift-tools-version: 6.2
import PackageDescription

// The libFuzzer target over the reader, the archive and lint of one document, in a package of its
// own so that the main package's `swift build` never sees it: libFuzzer brings its own `main`, so
// the target is built with `-parse-as-library` (an unsafe flag, allowed only in a root package) and
// links only under `--sanitize=fuzzer`. Build and run it with `.ci/fuzz [SECONDS]`.
let package = Package(
    name: "nibload-fuzz",
    dependencies: [.package(name: "nibload", path: "../..")],
    targets: [
        .executableTarget(
            name: "nibload-fuzz",
            dependencies: [
                .product(name: "NibArchive", package: "nibload"), .product(name: "NibLint", package: "nibload"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    ]
)
