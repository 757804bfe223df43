// The lookup benchmark's program (run by lookup.py, compiled with the generated Themes.swift).
//
//     lookup typed|dictionary LOOKUPS
//
// Looks up LOOKUPS colours whose theme and key are chosen at run time from a pseudo-random sequence,
// either through the generated API (`Theme(id:).color(key)`) or through one `[String: ThemeColor]` per
// theme keyed by the key's name (the run-time pattern ThemeGen replaces), and prints the nanoseconds per
// lookup and a checksum of the colours found, which must be the same for both.

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

/// Two components of the colour, as bits: integer arithmetic, so summing them costs the loop nothing.
func checksum(_ color: ThemeColor) -> UInt64 { color.light.red.bitPattern &+ color.dark.alpha.bitPattern }

var sum: UInt64 = 0
let clock = ContinuousClock()
let elapsed: Duration
if arguments[1] == "typed" {
    let themes = ids.map(Theme.init(id:))
    elapsed = clock.measure {
        for index in 0..<lookups {
            let pick = picks[index & 4095]
            sum &+= checksum(themes[pick.theme].color(keys[pick.key]))
        }
    }
} else {
    let names = keys.map(\.rawValue)
    let dictionaries = ids.map { id in
        Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, Theme(id: id).color($0)) })
    }
    elapsed = clock.measure {
        for index in 0..<lookups {
            let pick = picks[index & 4095]
            if let color = dictionaries[pick.theme][names[pick.key]] { sum &+= checksum(color) }
        }
    }
}
let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
print("\(nanoseconds / Double(lookups)) \(sum)")
