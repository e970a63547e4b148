import NibKit

extension Array where Element == String {
    /// The lines of a trace written for the modern profile as the `seed` profile records them: the
    /// same without `viewIsAppearing` (which iOS 5–7 did not have); unchanged for `modern`.
    func inProfile(_ profile: Profile) -> [String] {
        profile == .seed ? filter { !$0.contains(".viewIsAppearing(") } : self
    }
}
