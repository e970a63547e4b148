import NibArchive
import NibLint

/// libFuzzer's entry point: reads one document from memory into an archive, then lints it with
/// every rule on. Any crash, trap or sanitizer report is a finding; the results are not checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let loaded = ArchiveLoader.load(bytes: bytes, file: "fuzz.storyboard")
    _ = loaded.archive.objects.count
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? Linter.lint(
        documents: [(name: "fuzz.storyboard", text: text)], options: LintOptions(jobs: 1, enableAllRules: true))
    return 0
}
