import Dispatch
import Foundation

/// A growable byte buffer written through a raw pointer: one part's output, and the one place the batch
/// engine writes through unsafe memory. Writes after a ``reserve(_:)`` are unchecked and stay within
/// `capacity` (every writer reserves what it may write); copies read exactly their source's bytes.
/// The memory belongs to the ``BatchOutput`` the writer was taken from and is given back to. Shared by the
/// batch engines: `locate --batch` writes its answers through it, `route --batch` copies its lines in.
package struct BatchWriter {
    package static let slack = 16
    package var base: UnsafeMutablePointer<UInt8>
    package var count = 0
    package var capacity: Int

    @inline(__always)
    package mutating func reserve(_ n: Int) {
        if capacity - count < n { grow(n) }
    }

    @inline(never)
    package mutating func grow(_ n: Int) {
        let c = max(capacity * 2, count + n)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: c + Self.slack)
        b.update(from: base, count: count)
        base.deallocate()
        base = b
        capacity = c
    }

    /// Appends with a capacity check (the rare paths: error lines, general answers).
    package mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { b in
            if let p = b.baseAddress { (base + count).update(from: p, count: b.count) }
        }
        count += bytes.count
    }

    @inline(__always)
    package mutating func put(_ s: StaticString) {
        (base + count).update(from: s.utf8Start, count: s.utf8CodeUnitCount)
        count += s.utf8CodeUnitCount
    }

    @inline(__always)
    package mutating func put(_ b: UInt8) {
        base[count] = b
        count += 1
    }

    /// Copies the bytes of `b` (exactly its count: nothing is read past its end).
    @inline(__always)
    package mutating func put(_ b: UnsafeBufferPointer<UInt8>) {
        guard let src = b.baseAddress else { return }
        (base + count).update(from: src, count: b.count)
        count += b.count
    }

    /// A finite distance in metres rounded to millimetres, written as ``JSONWriter`` writes
    /// `(d * 1000).rounded() / 1000` (what `indoor locate` prints): `0`, `1.25`, `12.346`, `1000`.
    ///
    /// For +0 ≤ d < 10^9 m (any distance on Earth) the digits are written here without formatting or
    /// allocation: the millimetre count's digits, a point and up to three decimals without trailing zeros,
    /// which is the shortest round-trip form of that double (below 2^43 two such decimals lie more than a
    /// half-ulp apart, so no shorter text reads back to it). Anything else takes ``JSONWriter``'s path.
    /// The tests compare both paths with ``JSONWriter/number(_:)``.
    /// - Precondition: `d` is finite (the caller writes `null` for an infinite distance).
    @inline(__always)
    package mutating func putMillimetres(_ d: Double) {
        guard d.sign == .plus, d < 1e9 else { return putNumber((d * 1000).rounded() / 1000, unrounded: d) }
        let mm = Int64((d * 1000).rounded())
        var whole = mm / 1000
        if whole < 10 {
            put(UInt8(ascii: "0") + UInt8(whole))
        } else {
            var digits = 0
            var t = whole
            while t > 0 {
                digits += 1
                t /= 10
            }
            var k = count + digits - 1
            while whole > 0 {
                base[k] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                k -= 1
            }
            count += digits
        }
        let frac = mm % 1000
        if frac != 0 {
            base[count] = UInt8(ascii: ".")
            base[count + 1] = UInt8(ascii: "0") + UInt8(frac / 100)
            if frac % 100 == 0 {
                count += 2
            } else if frac % 10 == 0 {
                base[count + 2] = UInt8(ascii: "0") + UInt8(frac / 10 % 10)
                count += 3
            } else {
                base[count + 2] = UInt8(ascii: "0") + UInt8(frac / 10 % 10)
                base[count + 3] = UInt8(ascii: "0") + UInt8(frac % 10)
                count += 4
            }
        }
    }

    /// The general path of ``putMillimetres(_:)``: `v` by ``JSONWriter``'s number policy, or `unrounded`
    /// when rounding overflowed to infinity (a distance past 1.8e305 m: no venue's).
    @inline(never)
    package mutating func putNumber(_ v: Double, unrounded: Double) {
        var text = ""
        do {
            try JSONWriter.appendNumber(v.isFinite ? v : unrounded, to: &text)
        } catch {
            preconditionFailure("putMillimetres needs a finite distance (\(error))")
        }
        append(Array(text.utf8))
    }
}

/// The memory of one part's output, reused from chunk to chunk, with what the part counted.
package final class BatchOutput: @unchecked Sendable {
    /// Taken by the one thread answering the part, and stored back when it is done.
    package var writer: BatchWriter
    package var lines = 0
    package var errors = 0

    package init(capacity: Int) {
        let c = max(capacity, 64)
        writer = BatchWriter(base: .allocate(capacity: c + BatchWriter.slack), count: 0, capacity: c)
    }

    deinit { writer.base.deallocate() }

    /// The outputs' bytes, in order, as one array, copied by all cores (each output to its place).
    package static func joined(_ outputs: [BatchOutput]) -> [UInt8] {
        var offsets = [0]
        for o in outputs { offsets.append(offsets[offsets.count - 1] + o.writer.count) }
        let total = offsets[outputs.count]
        let starts = offsets
        return [UInt8](unsafeUninitializedCapacity: total) { b, n in
            guard b.baseAddress != nil else { return }
            let target = DisjointWrites(b)
            DispatchQueue.concurrentPerform(iterations: outputs.count) { k in
                (target.buffer.baseAddress! + starts[k]).initialize(from: outputs[k].writer.base, count: outputs[k].writer.count)
            }
            n = total
        }
    }
}
