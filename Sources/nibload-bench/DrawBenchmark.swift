import Foundation
import NibArchive
import NibDraw

/// `nibload draw` on a 100-scene storyboard made of real scenes (the synthetic generator's):
/// the wireframe and its SVG, and the flow graph, each the best of the repeats. Target: under a
/// second for the SVG.
enum DrawBenchmark {
    static func run(_ bench: Benchmarks, files: [String]) {
        print("## draw: a 100-scene storyboard (issue 14)")
        let sources = Array(files.filter { $0.hasSuffix(".storyboard") }.prefix(200))
        let path = NSTemporaryDirectory() + "nibload-bench-draw.storyboard"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? SyntheticStoryboard.write(from: sources, scenes: 100, to: path)) != nil else {
            print("cannot build the 100-scene storyboard")
            return
        }
        let clock = ContinuousClock()
        var bytes = 0
        var boxes = 0
        let load = bench.best {
            let start = clock.now
            _ = ArchiveLoader.load(contentsOf: path)
            return seconds(clock.now - start)
        }
        let archive = ArchiveLoader.load(contentsOf: path).archive
        let svg = bench.best {
            let start = clock.now
            let wireframe = Wireframe(archive: archive)
            let text = wireframe.map { SVGRenderer.render($0, title: "bench") } ?? ""
            bytes = text.utf8.count
            boxes = wireframe?.scenes.count ?? 0
            return seconds(clock.now - start)
        }
        let graph = bench.best {
            let start = clock.now
            _ = FlowGraph(archives: [archive]).mermaid()
            return seconds(clock.now - start)
        }
        let elements = Wireframe(archive: archive)?.scenes.reduce(0) { $0 + $1.elements.count } ?? 0
        print("100-scene storyboard: \(boxes) boxes, \(elements) elements, SVG \(bytes / 1024) KiB")
        print("parse + archive                                      \(String(format: "%8.3f", load)) s")
        print("wireframe + SVG                                      \(String(format: "%8.3f", svg)) s")
        print(
            "parse + archive + wireframe + SVG                    \(String(format: "%8.3f", load + svg)) s   (target < 1 s)"
        )
        print("flow graph, Mermaid                                  \(String(format: "%8.3f", graph)) s")
        print("")
    }
}
