// swift-tools-version: 6.0
// A user's package that gets `swift package lint-interface-builder` by depending on nibload.
// `.ci/plugin-demo` runs the plugin here and checks that it reports the broken xib and fails.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [.package(name: "nibload", path: "../..")],
    targets: [
        .target(name: "PluginDemo", exclude: ["Views"]),
        .target(name: "CleanViews", exclude: ["Views"]),
    ]
)
