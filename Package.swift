// swift-tools-version: 6.2
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode (the tools-version default), leaked imports and
/// bare existentials are errors, and so is every warning.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "nibload",
    products: [
        .library(name: "NibKit", targets: ["NibKit", "NibKitFoundation"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "NibLint", targets: ["NibLint"]),
        .executable(name: "nibload", targets: ["nibload"]),
        .plugin(name: "LintInterfaceBuilder", targets: ["LintInterfaceBuilder"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .yum(["libxml2-devel"]), .brew(["libxml2"])]),
        .target(name: "NibDiagnostics", swiftSettings: strict),
        .target(name: "NibPrimitives", swiftSettings: strict, linkerSettings: [.linkedLibrary("m")]),
        .target(name: "NibVocabulary", swiftSettings: strict),
        .target(name: "NibJSON", swiftSettings: strict),
        .target(name: "NibXML", dependencies: ["CLibXML2", "NibDiagnostics", "NibPrimitives"], swiftSettings: strict),
        .target(
            name: "NibArchive", dependencies: ["NibXML", "NibDiagnostics", "NibPrimitives", "NibVocabulary"],
            swiftSettings: strict),
        .target(name: "NibCodingCore", dependencies: ["NibDiagnostics", "NibPrimitives"], swiftSettings: strict),
        .target(
            name: "NibCoding", dependencies: ["NibCodingCore", "NibArchive", "NibDiagnostics", "NibPrimitives"],
            swiftSettings: strict),
        .target(
            name: "NibRuntime",
            dependencies: ["NibCodingCore", "NibDiagnostics", "NibPrimitives", "NibVocabulary", "NibJSON"],
            swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        .target(
            name: "NibKit",
            dependencies: ["NibRuntime", "NibCoding", "NibArchive", "NibCompiled", "NibDiagnostics", "NibPrimitives"],
            swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        .target(
            name: "NibScript", dependencies: ["NibRuntime", "NibDiagnostics", "NibPrimitives"],
            swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
        .target(
            name: "NibCompiled",
            dependencies: ["NibArchive", "NibCoding", "NibXML", "NibDiagnostics", "NibPrimitives"],
            swiftSettings: strict),
        .target(name: "NibStrings", dependencies: ["NibArchive", "NibDiagnostics"], swiftSettings: strict),
        .target(
            name: "NibDiff", dependencies: ["NibArchive", "NibDiagnostics", "NibPrimitives"], swiftSettings: strict),
        .target(name: "NibKitFoundation", dependencies: ["NibKit"], swiftSettings: strict),
        .target(
            name: "NibReporters", dependencies: ["NibDiagnostics", "NibJSON", "NibPrimitives"], swiftSettings: strict),
        .target(name: "NibSwiftSource", dependencies: ["NibDiagnostics"], swiftSettings: strict),
        .target(
            name: "NibLint",
            dependencies: [
                "NibArchive", "NibXML", "NibDiagnostics", "NibSwiftSource", "NibReporters", "NibStrings", "NibJSON",
            ],
            exclude: ["RULES.md"], swiftSettings: strict),
        .target(name: "NibDraw", dependencies: ["NibArchive", "NibPrimitives"], swiftSettings: strict),
        .target(
            name: "NibLoadCLI",
            dependencies: [
                "NibKit", "NibScript", "NibLint", "NibReporters", "NibArchive", "NibCompiled", "NibXML",
                "NibDiagnostics", "NibStrings",
                "NibDiff", "NibDraw", "NibJSON",
            ],
            swiftSettings: strict),
        // Release builds link the Swift runtime in: a third of a tiny document's start-up was the
        // dynamic linker resolving symbols of the Swift libraries. (Not in debug builds: the test
        // bundle links this target's objects and has no static Testing library.) They are not
        // position-independent either: the loader then has no 42,000 relative relocations to
        // apply, nor the pages they touch to copy, before `main`.
        .executableTarget(
            name: "nibload", dependencies: ["NibLoadCLI"], swiftSettings: strict,
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(configuration: .release))
            ]),
        .executableTarget(
            name: "nibload-bench",
            dependencies: [
                "NibLoadCLI", "NibArchive", "NibCompiled", "NibXML", "NibKit", "NibCoding", "NibPrimitives", "NibLint",
                "NibDraw",
            ],
            swiftSettings: strict),
        .plugin(
            name: "LintInterfaceBuilder",
            capability: .command(
                intent: .custom(
                    verb: "lint-interface-builder",
                    description: "Lint the package's .xib and .storyboard files with nibload (compiler-style output)."),
                permissions: []),
            dependencies: ["nibload"], path: "Sources/LintInterfaceBuilderPlugin"),
        .target(
            name: "NibTestSupport", dependencies: ["NibXML", "NibArchive", "NibDiagnostics", "NibPrimitives"],
            swiftSettings: strict),
        .testTarget(
            name: "NibXMLTests", dependencies: ["NibXML", "NibTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "NibArchiveTests", dependencies: ["NibArchive", "NibTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "NibCompiledTests", dependencies: ["NibCompiled", "NibArchive", "NibKit", "NibTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "NibKitTests",
            dependencies: [
                "NibKit", "NibRuntime", "NibScript", "NibKitFoundation", "NibCoding", "NibCodingCore", "NibTestSupport",
                "NibJSON", "nibload-bench",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "NibLintTests", dependencies: ["NibLint", "NibReporters", "NibSwiftSource", "NibTestSupport"],
            exclude: ["Fixtures/ObjCKit"], swiftSettings: strict),
        .testTarget(
            name: "NibCodingTests",
            dependencies: ["NibCoding", "NibCodingCore", "NibArchive", "NibDiagnostics", "NibPrimitives"],
            swiftSettings: strict),
        .testTarget(
            name: "NibSwiftSourceTests", dependencies: ["NibSwiftSource", "NibTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "NibStringsTests", dependencies: ["NibStrings", "NibArchive", "NibTestSupport"], swiftSettings: strict
        ),
        .testTarget(
            name: "NibDiffTests", dependencies: ["NibDiff", "NibArchive", "NibTestSupport"], swiftSettings: strict),
        .testTarget(name: "NibJSONTests", dependencies: ["NibJSON"], swiftSettings: strict),
        .testTarget(
            name: "NibReportersTests", dependencies: ["NibReporters", "NibTestSupport"], exclude: ["Snapshots"],
            swiftSettings: strict),
        .testTarget(
            name: "NibDrawTests", dependencies: ["NibDraw", "NibArchive", "NibXML", "NibTestSupport"],
            exclude: ["Snapshots"], swiftSettings: strict),
        .testTarget(
            name: "NibLoadCLITests", dependencies: ["NibLoadCLI", "nibload", "NibTestSupport"],
            exclude: ["Snapshots"], swiftSettings: strict),
    ]
)
