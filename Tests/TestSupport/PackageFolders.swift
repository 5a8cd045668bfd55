import Foundation

/// Folders the tests read, found from this file's path (`<root>/Tests/TestSupport/PackageFolders.swift`)
/// so that they work from any working directory and in any worktree.
public enum PackageFolders {
    /// The package root (the folder holding `Package.swift`).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 3 { url.deleteLastPathComponent() }  // PackageFolders.swift → TestSupport → Tests → root
        return url.path
    }()

    /// `<root>/../shared`: test-only data beside the package (real venues, crash repros), never copied
    /// into the repo and absent in some checkouts.
    public static let shared: String = URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("shared").path

    /// `<root>/Samples/campus-mvf`, the generated sample venue the README routes across.
    public static var sampleVenue: String { root + "/Samples/campus-mvf" }
}
