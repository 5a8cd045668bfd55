/// Parses and checks an archive's end records and central directory (APPNOTE.TXT 4.3.12–4.3.16).
struct ZipCentralDirectoryParser {
    let bytes: [UInt8]
    let archive: String
    let limits: ZipLimits

    struct Result {
        var entries: [ZipEntry]
        var centralDirectoryOffset: Int
    }

    private typealias B = ZipBytes

    func parse() throws(ZipError) -> Result {
        let n = bytes.count
        if n == 0 { throw .emptyArchive(archive: archive) }
        let startsLikeZip = n >= 4 && B.u32(bytes, 0) == B.localHeaderSignature
        guard let eocd = findEndRecord() else {
            if startsLikeZip {
                throw .truncated(archive: archive, entry: nil, reason: "no end-of-central-directory record (the archive is cut short)")
            }
            throw .notAZip(archive: archive, reason: "no end-of-central-directory record in \(n) bytes (first bytes: \(preview()))")
        }
        let disk = B.u16(bytes, eocd + 4)
        let cdDisk = B.u16(bytes, eocd + 6)
        var entriesOnDisk = UInt64(B.u16(bytes, eocd + 8))
        var entryCount = UInt64(B.u16(bytes, eocd + 10))
        var cdSize = UInt64(B.u32(bytes, eocd + 12))
        var cdOffset = UInt64(B.u32(bytes, eocd + 16))
        var cdLimit = UInt64(eocd)  // the central directory must end before this offset
        let needsZip64 = entryCount == 0xFFFF || entriesOnDisk == 0xFFFF || cdSize == 0xFFFF_FFFF || cdOffset == 0xFFFF_FFFF
        let hasLocator = eocd >= 20 && B.u32(bytes, eocd - 20) == B.zip64LocatorSignature
        if hasLocator {
            let loc = eocd - 20
            let recordOffset = B.u64(bytes, loc + 8)
            guard recordOffset <= UInt64(loc), UInt64(loc) - recordOffset >= 56 else {
                throw .truncated(archive: archive, entry: nil, reason: "ZIP64 end record offset \(recordOffset) leaves no room before the locator at \(loc)")
            }
            let r = Int(recordOffset)
            let sig = B.u32(bytes, r)
            guard sig == B.zip64EndOfCentralDirectorySignature else {
                throw .badSignature(archive: archive, entry: nil, record: "ZIP64 end-of-central-directory", offset: r, found: sig)
            }
            if B.u32(bytes, r + 16) != 0 || B.u32(bytes, r + 20) != 0 || B.u32(bytes, loc + 4) != 0 {
                throw .malformed(archive: archive, entry: nil, reason: "multi-disk archives are not supported")
            }
            entriesOnDisk = B.u64(bytes, r + 24)
            entryCount = B.u64(bytes, r + 32)
            cdSize = B.u64(bytes, r + 40)
            cdOffset = B.u64(bytes, r + 48)
            cdLimit = recordOffset
        } else if needsZip64 {
            throw .malformed(archive: archive, entry: nil, reason: "the end record needs ZIP64 values but there is no ZIP64 locator")
        } else if disk != 0 || cdDisk != 0 {
            throw .malformed(archive: archive, entry: nil, reason: "multi-disk archives are not supported (disk \(disk), central directory on disk \(cdDisk))")
        }
        if entriesOnDisk != entryCount {
            throw .malformed(
                archive: archive, entry: nil, reason: "multi-disk archives are not supported (\(entriesOnDisk) of \(entryCount) entries on this disk)")
        }
        if entryCount > UInt64(limits.maxEntries) {
            throw .tooManyEntries(archive: archive, count: entryCount, limit: limits.maxEntries)
        }
        guard cdOffset <= cdLimit, cdSize <= cdLimit - cdOffset else {
            throw .truncated(archive: archive, entry: nil, reason: "central directory (offset \(cdOffset), \(cdSize) bytes) runs past offset \(cdLimit)")
        }
        let (minimumSize, overflow) = entryCount.multipliedReportingOverflow(by: 46)
        guard !overflow, minimumSize <= cdSize else {
            throw .truncated(archive: archive, entry: nil, reason: "\(entryCount) entries cannot fit in a \(cdSize)-byte central directory")
        }
        let entries = try parseEntries(count: Int(entryCount), from: Int(cdOffset), end: Int(cdOffset + cdSize))
        return Result(entries: entries, centralDirectoryOffset: Int(cdOffset))
    }

    /// Offset of the end-of-central-directory record: the last signature whose comment ends the file
    /// (else the last signature whose comment fits), searching back over at most a 65 535-byte comment.
    private func findEndRecord() -> Int? {
        let n = bytes.count
        guard n >= 22 else { return nil }
        let stop = max(0, n - 22 - 0xFFFF)
        var loose: Int? = nil
        var p = n - 22
        while p >= stop {
            if bytes[p] == 0x50, B.u32(bytes, p) == B.endOfCentralDirectorySignature {
                let end = p + 22 + Int(B.u16(bytes, p + 20))
                if end == n { return p }
                if end < n && loose == nil { loose = p }
            }
            p -= 1
        }
        return loose
    }

    private func preview() -> String {
        bytes.prefix(4).map { b in
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined(separator: " ")
    }

    private func parseEntries(count: Int, from start: Int, end: Int) throws(ZipError) -> [ZipEntry] {
        var entries: [ZipEntry] = []
        entries.reserveCapacity(count)  // count ≤ maxEntries and ≤ cdSize / 46, checked above
        var total: UInt64 = 0
        var p = start
        for i in 0 ..< count {
            guard end - p >= 46 else {
                throw .truncated(archive: archive, entry: nil, reason: "central directory entry #\(i + 1) at offset \(p) is cut short")
            }
            let sig = B.u32(bytes, p)
            guard sig == B.centralHeaderSignature else {
                throw .badSignature(archive: archive, entry: nil, record: "central directory header #\(i + 1)", offset: p, found: sig)
            }
            let flags = B.u16(bytes, p + 8)
            let method = B.u16(bytes, p + 10)
            let crc = B.u32(bytes, p + 16)
            var compressed = UInt64(B.u32(bytes, p + 20))
            var uncompressed = UInt64(B.u32(bytes, p + 24))
            let nameLength = Int(B.u16(bytes, p + 28))
            let extraLength = Int(B.u16(bytes, p + 30))
            let commentLength = Int(B.u16(bytes, p + 32))
            let diskStart = B.u16(bytes, p + 34)
            var offset = UInt64(B.u32(bytes, p + 42))
            let recordLength = 46 + nameLength + extraLength + commentLength
            guard end - p >= recordLength else {
                throw .truncated(archive: archive, entry: nil, reason: "central directory entry #\(i + 1) at offset \(p) runs past the directory")
            }
            let nameBytes = Array(bytes[p + 46 ..< p + 46 + nameLength])
            let name = String(decoding: nameBytes, as: UTF8.self)
            // ZIP64 extended information (APPNOTE 4.5.3): only the fields whose 32-bit value is saturated, in order.
            var x = p + 46 + nameLength
            let extraEnd = x + extraLength
            var needU = uncompressed == 0xFFFF_FFFF, needC = compressed == 0xFFFF_FFFF, needO = offset == 0xFFFF_FFFF
            while extraEnd - x >= 4 {
                let id = B.u16(bytes, x)
                let size = Int(B.u16(bytes, x + 2))
                guard extraEnd - x - 4 >= size else {
                    throw .malformed(archive: archive, entry: name, reason: "extra field 0x\(String(id, radix: 16)) runs past the extra data")
                }
                if id == B.zip64ExtraFieldID {
                    var f = x + 4
                    let fEnd = f + size
                    if needU && fEnd - f >= 8 { uncompressed = B.u64(bytes, f); f += 8; needU = false }
                    if needC && fEnd - f >= 8 { compressed = B.u64(bytes, f); f += 8; needC = false }
                    if needO && fEnd - f >= 8 { offset = B.u64(bytes, f); f += 8; needO = false }
                }
                x += 4 + size
            }
            if needU || needC || needO {
                throw .malformed(archive: archive, entry: name, reason: "a size or offset is 0xFFFFFFFF but the ZIP64 extra field does not give it")
            }
            if diskStart != 0 && diskStart != 0xFFFF {
                throw .malformed(archive: archive, entry: name, reason: "entry starts on disk \(diskStart); multi-disk archives are not supported")
            }
            if let reason = ZipEntryName.unsafeReason(name) {
                throw .unsafeEntryName(archive: archive, entry: name, reason: reason)
            }
            if uncompressed > UInt64(limits.maxEntrySize) {
                throw .entryTooLarge(archive: archive, entry: name, size: uncompressed, limit: limits.maxEntrySize)
            }
            let (bound, overflow) = compressed.multipliedReportingOverflow(by: UInt64(limits.maxCompressionRatio))
            if !overflow && uncompressed > bound {
                throw .compressionRatioTooHigh(
                    archive: archive, entry: name, compressedSize: compressed,
                    uncompressedSize: uncompressed, limit: limits.maxCompressionRatio)
            }
            total += uncompressed  // each term ≤ maxEntrySize (an Int), count ≤ maxEntries: no overflow
            if total > UInt64(limits.maxTotalSize) {
                throw .archiveTooLarge(archive: archive, total: total, limit: limits.maxTotalSize)
            }
            guard offset < UInt64(start), UInt64(start) - offset >= 30 else {
                throw .malformed(archive: archive, entry: name, reason: "local header offset \(offset) is not before the central directory at \(start)")
            }
            guard compressed <= UInt64(start) else {
                throw .truncated(archive: archive, entry: name, reason: "compressed size \(compressed) is larger than the data area (\(start) bytes)")
            }
            entries.append(
                ZipEntry(
                    name: name, method: ZipMethod(rawValue: method), crc32: crc, compressedSize: compressed,
                    uncompressedSize: uncompressed, localHeaderOffset: offset, flags: flags, nameBytes: nameBytes))
            p += recordLength
        }
        return entries
    }
}
