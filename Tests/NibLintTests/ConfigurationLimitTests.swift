import Foundation
import NibDiagnostics
import Testing

@testable import NibLint

/// Configuration files cost time linear in their size and at most ``ConfigurationLoader/defaultMaximumBytes``.
@Suite("Configuration limits")
struct ConfigurationLimitTests {
    static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
        let folder = NSTemporaryDirectory() + "nibload-config-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.nibload.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try body(path)
    }

    static func loadError(_ path: String) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.load(path: path)
            return nil
        } catch {
            return error
        }
    }

    /// A valid configuration padded with spaces to `size` bytes, the last line holding the padding.
    static func padded(to size: Int) -> [UInt8] {
        let head = Array("{ \"rules\": { \"duplicate-id\": \"warning\" } }\n".utf8)
        return head + [UInt8](repeating: 0x20, count: size - head.count)
    }

    @Test("a configuration of exactly the limit is read; one byte more is an error at that byte")
    func sizeAtTheLimitAndJustPast() throws {
        let limit = ConfigurationLoader.defaultMaximumBytes
        let configuration = try Self.withFile(Self.padded(to: limit)) { try ConfigurationLoader.load(path: $0) }
        #expect(configuration.rules["duplicate-id"]?.severity == .warning)
        let error = try Self.withFile(Self.padded(to: limit + 1)) { Self.loadError($0) }
        #expect(error?.message == "the configuration file is longer than \(limit) bytes; nibload reads no more")
        let headLength = "{ \"rules\": { \"duplicate-id\": \"warning\" } }\n".utf8.count
        #expect(error?.location?.line == 2)
        #expect(error?.location?.column == limit - headLength + 1)
    }

    @Test("--config /dev/zero is an error after reading the limit, not a process that grows without bound")
    func devZero() {
        let error = Self.loadError("/dev/zero")
        #expect(error?.message.contains("longer than \(ConfigurationLoader.defaultMaximumBytes) bytes") == true)
        #expect(
            error?.location
                == SourceLocation(file: "/dev/zero", line: 1, column: ConfigurationLoader.defaultMaximumBytes + 1))
    }

    @Test("the limit is configurable")
    func configurableLimit() throws {
        let text = Array("{ \"exclude\": [\"Pods\"] }".utf8)
        let error = try Self.withFile(text) { path -> ConfigurationError? in
            do throws(ConfigurationError) {
                _ = try ConfigurationLoader.load(path: path, maximumBytes: text.count - 1)
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.location?.column == text.count)
        let loaded = try Self.withFile(text) { try ConfigurationLoader.load(path: $0, maximumBytes: text.count) }
        #expect(loaded.exclude.map(\.pattern) == ["Pods"])
    }

    /// The best of three times of `body`, in seconds.
    static func bestTime(_ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    /// Whether growing the input tenfold grows the time less than 30-fold (quadratic: 100-fold), or
    /// the large input stays within the hostile-input budget of 3 s anyway (the quadratic readers took 9 s
    /// and over 30 s; a stall of a loaded machine during the large run alone must not fail the test).
    static func isLinear(small: Double, large: Double) -> Bool { large < 3 || large < 30 * max(small, 1e-4) }

    @Test("40,000 exclude patterns are read in linear time (9 s before: quadratic)")
    func manyExcludePatterns() throws {
        func text(_ count: Int) -> String {
            "{ \"exclude\": [" + (0..<count).map { "\"Folder\($0)/**\"" }.joined(separator: ", ") + "] }"
        }
        let small = text(4_000)
        let large = text(40_000)
        #expect(large.utf8.count < ConfigurationLoader.defaultMaximumBytes)
        let configuration = try ConfigurationLoader.parse(text: large, file: ".nibload.json", baseDirectory: "/p")
        #expect(configuration.exclude.count == 40_000)
        #expect(configuration.includes("/p/Folder39999/A.xib") == false)
        #expect(configuration.includes("/p/Other/A.xib"))
        let smallTime = Self.bestTime {
            _ = try? ConfigurationLoader.parse(text: small, file: "c", baseDirectory: "/p")
        }
        let largeTime = Self.bestTime {
            _ = try? ConfigurationLoader.parse(text: large, file: "c", baseDirectory: "/p")
        }
        #expect(Self.isLinear(small: smallTime, large: largeTime), "\(smallTime) s → \(largeTime) s")
    }

    @Test(
        "a rules object with 200,000 keys is read in linear time, then rejected at its first unknown id (over 30 s before)"
    )
    func manyRuleKeys() throws {
        func text(_ count: Int) -> String {
            "{ \"rules\": {" + (0..<count).map { "\"r\($0)\": \"off\"" }.joined(separator: ", ") + "} }"
        }
        let large = text(200_000)
        var message: String?
        var column: Int?
        do {
            _ = try ConfigurationLoader.parse(text: large, file: "c", baseDirectory: "/p")
        } catch {
            message = error.message
            column = error.location?.column
        }
        #expect(message?.hasPrefix("unknown rule id 'r0'") == true)
        #expect(column == 13)
        let smallTime = Self.bestTime {
            _ = try? ConfigurationLoader.parse(text: text(20_000), file: "c", baseDirectory: "/p")
        }
        let largeTime = Self.bestTime {
            _ = try? ConfigurationLoader.parse(text: large, file: "c", baseDirectory: "/p")
        }
        #expect(Self.isLinear(small: smallTime, large: largeTime), "\(smallTime) s → \(largeTime) s")
        // As a file it is past the size limit (2.6 MB).
        #expect(large.utf8.count > ConfigurationLoader.defaultMaximumBytes)
    }

    @Test("a duplicate key is still an error at its position")
    func duplicateKey() {
        do {
            _ = try ConfigurationLoader.parse(
                text: "{ \"exclude\": [], \"exclude\": [] }", file: "c", baseDirectory: "/p")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("duplicate key 'exclude'"))
            #expect(error.location?.column == 18)
        }
    }
}
