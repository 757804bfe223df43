#if canImport(Glibc)
    import CMalloc
#endif

/// Memory a stage has freed, given back to the system before the next stage starts.
///
/// glibc keeps freed memory resident in the arena of the thread that allocated it (one per thread that
/// allocates: stages run on every core), where a later stage working on another thread cannot use it;
/// a stage that frees most of what the one before it held (the files' trees once read, the token files
/// once their themes are declared, every declaration once resolved) would otherwise leave that memory
/// resident beside the next stage's. Elsewhere this does nothing.
enum FreedMemory {
    /// Gives the freed pages of every arena back to the system.
    static func giveBack() {
        #if canImport(Glibc)
            _ = malloc_trim(0)
        #endif
    }
}
