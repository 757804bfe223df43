// The lookup benchmark's program (run by lookup.py, compiled with the generated Themes.swift).
//
//     lookup typed|dictionary LOOKUPS
//
// Looks up LOOKUPS colours whose theme and key are chosen at run time from a pseudo-random sequence,
// either through the generated API (`Theme(id:).color(key)`) or through one `[String: ThemeColor]` per
// theme keyed by the key's name (the run-time pattern ThemeGen replaces), and prints the nanoseconds per
// lookup, a checksum of the colours found (the same for both), and the microseconds of the mode's
// one-time setup: the first typed lookup, which reads the generated colour table, or building the
// dictionaries, which reads it too. Neither setup is part of the lookups' time: both modes make one
// untimed pass over the picks first, so both are timed with their tables read and in cache.

#if canImport(Glibc)
    import Glibc
#endif

/// A fixed pseudo-random sequence, so both modes look up the same colours in the same order.
struct Sequence {
    private var state: UInt64 = 2026

    mutating func next(below bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let lookups = Int(arguments[2]), ["typed", "dictionary"].contains(arguments[1]) else {
    print("usage: lookup typed|dictionary LOOKUPS")
    exit(2)
}

let ids = ThemeID.allCases
let keys = ColorKey.allCases
var sequence = Sequence()
let picks = (0..<4096).map { _ in (theme: sequence.next(below: ids.count), key: sequence.next(below: keys.count)) }

/// The colour's light and dark components as stored, read as bits: integer loads, so summing them costs
/// the loop nothing (reading `red` as a `Double` divides, which would time the conversion, not the lookup).
func checksum(_ color: ThemeColor) -> UInt64 { bits(color.light) &+ bits(color.dark) }

/// The components' four 16-bit values (the first 8 bytes of `Components`), as one number.
func bits(_ components: ThemeColor.Components) -> UInt64 { withUnsafeBytes(of: components) { $0.load(as: UInt64.self) } }

/// The nanoseconds a duration holds.
func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

var sum: UInt64 = 0
let clock = ContinuousClock()
let setup: Duration
let lookUp: (Int) -> Void
if arguments[1] == "typed" {
    let themes = ids.map(Theme.init(id:))
    lookUp = { count in
        for index in 0..<count {
            let pick = picks[index & 4095]
            sum &+= checksum(themes[pick.theme].color(keys[pick.key]))
        }
    }
    setup = clock.measure { lookUp(1) }
} else {
    let names = keys.map(\.rawValue)
    var built: [[String: ThemeColor]] = []
    setup = clock.measure {
        built = ids.map { id in
            Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, Theme(id: id).color($0)) })
        }
    }
    let dictionaries = built
    lookUp = { count in
        for index in 0..<count {
            let pick = picks[index & 4095]
            if let color = dictionaries[pick.theme][names[pick.key]] { sum &+= checksum(color) }
        }
    }
    lookUp(1)
}
lookUp(picks.count)
let elapsed = clock.measure { lookUp(lookups) }
print("\(nanoseconds(elapsed) / Double(lookups)) \(sum) \(nanoseconds(setup) / 1000)")
