import Foundation

/// A font face to open: a file (a face of a collection by its index) or a font file's bytes in memory.
public struct FontSource: Hashable, @unchecked Sendable {
    /// Where the face's bytes are.
    public enum Storage: Hashable {
        /// The face at `index` of the file at `path`.
        case file(path: String, index: Int)
        /// A font file's bytes in memory.
        case bytes(FontBytes)
    }

    /// Where the face's bytes are, for a loader to open.
    public let storage: Storage
    /// The file's path, or the name given to bytes; for messages and tests.
    public let name: String

    /// The face at `index` (0 for a single-face file) of the TrueType or OpenType file at `path`.
    public static func file(_ path: String, index: Int = 0) -> FontSource {
        FontSource(storage: .file(path: path, index: index), name: path)
    }

    /// A TrueType or OpenType file's `bytes` (its first face), called `name` in messages. The bytes are
    /// copied once and shared by every size the face is opened at.
    public static func bytes(_ bytes: Data, name: String = "font data") -> FontSource {
        FontSource(storage: .bytes(FontBytes(bytes)), name: name)
    }

    /// The bytes when the face comes from memory: a loader keeps them alive while the face is open.
    public var bytes: FontBytes? {
        if case .bytes(let bytes) = storage { return bytes }
        return nil
    }

    /// The file's path when the face comes from a file.
    public var path: String? {
        if case .file(let path, _) = storage { return path }
        return nil
    }
}

/// A font file's bytes at a fixed address, for as long as any font opened from them is open.
public final class FontBytes: Hashable {
    /// The bytes.
    public let pointer: UnsafeMutableRawBufferPointer

    init(_ data: Data) {
        pointer = .allocate(byteCount: max(1, data.count), alignment: 16)
        _ = data.copyBytes(to: pointer)
        count = data.count
    }

    /// The number of bytes (the buffer holds at least one).
    public let count: Int

    deinit { pointer.deallocate() }

    public static func == (lhs: FontBytes, rhs: FontBytes) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
