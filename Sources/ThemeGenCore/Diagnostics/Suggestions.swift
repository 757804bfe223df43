/// "Did you mean" suggestions for misspelt keys and names.
public enum Suggestions {
    /// The candidate closest to `word` (case-insensitive edit distance), when it is close enough to be a
    /// typo: at most a third of the word's length, and never more than `maximumDistance` edits. The work
    /// per candidate is bounded by that limit (a candidate whose length differs by more is skipped, and the
    /// comparison stops as soon as the limit is passed), so long names cost little.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased())
        let limit = limit(for: word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let bound = min(limit, (best?.distance ?? limit + 1) - 1)
            let loweredCandidate = Array(candidate.lowercased())
            guard bound >= 0, let distance = editDistance(lowered, loweredCandidate, atMost: bound),
                isTypo(lowered, loweredCandidate, distance: distance)
            else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Whether `distance` edits between `a` and `b` look like a typo rather than another word: one edit
    /// always does; more must leave something of the part where the two differ (what is left once their
    /// common beginning and end are taken off). `fontStyle` is three edits from `fontSize`, but they are
    /// all of `tyl`/`iz`: another word, not a misspelling; `fontwieht` is two from `fontweight`, within
    /// `ieh`/`eigh`.
    static func isTypo(_ a: [Character], _ b: [Character], distance: Int) -> Bool {
        guard distance > 1 else { return true }
        let shorter = min(a.count, b.count)
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = min(zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count, shorter - prefix)
        return distance < max(a.count, b.count) - prefix - suffix
    }

    /// The most edits a suggestion may be from the word.
    static let maximumDistance = 3

    /// How many edits `word` may be from a suggestion: a third of its length, at most `maximumDistance`.
    static func limit(for word: String) -> Int {
        min(maximumDistance, max(1, word.count / 3), max(0, word.count - 1))
    }

    /// `; did you mean 'x'?` or an empty string.
    static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean \(quoted: $0)?" } ?? ""
    }

    /// The edit distance between `a` and `b` when it is at most `limit`, else `nil`: insertions, deletions,
    /// substitutions and swaps of two neighbours (`brnad` is one edit from `brand`), each one edit, no
    /// character edited twice (the optimal string alignment distance). Only the band of the table within
    /// `limit` of the diagonal is computed, so the cost is linear in the length.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        let outside = limit + 1
        // Rows i - 2, i - 1 and i of the table; a swap reads two rows back.
        var beforePrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = [Int](repeating: outside, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            // The cell left of the band: the distance to an empty prefix of b, or outside the band.
            current[low - 1] = low == 1 && i <= limit ? i : outside
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        current[j] = min(current[j], beforePrevious[j - 2] + 1)
                    }
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            // The cell right of the band, which the next row reads.
            if high + 1 <= b.count { current[high + 1] = outside }
            // A swap adds one to a cell two rows up, which is never less than one row up minus one: a row
            // past the limit ends the search.
            if rowMinimum > limit { return nil }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}

/// The names a file's unknown names are suggested from, indexed once for all its lookups: by length (a
/// name is compared only with those within the edits allowed), each lowercased once, every word's answer
/// kept. The closest name wins, the earliest in the order given among equally close ones, as
/// `Suggestions.closest(to:in:)` chooses. The comparisons of all lookups together are at most
/// `maximumComparisons`; once they are spent it suggests nothing, so that a file of thousands of unknown
/// names among thousands of tokens costs a bounded amount (the first ones, the ones read, get theirs).
struct SuggestionIndex {
    private struct Candidate {
        let name: String
        let lowered: [Character]
        let rank: Int
    }

    private let byLength: [Int: [Candidate]]
    private var answers: [String: String?] = [:]
    private var comparisonsLeft = Self.maximumComparisons

    /// The most names compared, over all lookups.
    static let maximumComparisons = 100_000

    init(_ names: some Sequence<String>) {
        var byLength: [Int: [Candidate]] = [:]
        for (rank, name) in names.enumerated() {
            let lowered = Array(name.lowercased())
            byLength[lowered.count, default: []].append(Candidate(name: name, lowered: lowered, rank: rank))
        }
        self.byLength = byLength
    }

    /// The name closest to `word`, or `nil` when none is close enough or the comparisons are spent: at most
    /// `Suggestions.limit(for: part)` edits, where `part` is what decides how many edits a typo may have
    /// (the whole word unless given).
    mutating func closest(to word: String, limitedBy part: String? = nil) -> String? {
        if let answer = answers[word] { return answer }
        let lowered = Array(word.lowercased())
        let limit = Suggestions.limit(for: part ?? word)
        let lengths = max(0, lowered.count - limit)...(lowered.count + limit)
        let comparisons = lengths.reduce(0) { $0 + (byLength[$1]?.count ?? 0) }
        guard comparisons <= comparisonsLeft else {
            comparisonsLeft = 0
            return nil
        }
        comparisonsLeft -= comparisons
        var best: (candidate: Candidate, distance: Int)?
        for length in lengths {
            for candidate in byLength[length] ?? [] {
                guard let distance = Suggestions.editDistance(lowered, candidate.lowered, atMost: min(limit, best?.distance ?? limit)),
                    Suggestions.isTypo(lowered, candidate.lowered, distance: distance)
                else { continue }
                if let current = best, (current.distance, current.candidate.rank) <= (distance, candidate.rank) { continue }
                best = (candidate, distance)
            }
        }
        answers[word] = best?.candidate.name
        return best?.candidate.name
    }
}
