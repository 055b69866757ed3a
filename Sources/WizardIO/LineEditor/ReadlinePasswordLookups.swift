import Glibc

// GNU readline looks users up itself: `getpwuid` for the home directory when HOME is unset
// (to find ~/.inputrc), `getpwnam` to expand `~user`, and `setpwent`/`getpwent`/`endpwent`
// to complete `~user` names. In a static executable glibc's versions of these go through NSS,
// which loads shared libraries of the exact glibc version at run time. Scripts/build links
// with `--wrap=NAME` for each, so that readline's calls come here instead and read
// /etc/passwd through ``PasswordFile``. The debug build does not wrap them: these functions
// are then unused.

/// The entry the last lookup returned, its strings owned by `strdup`: like glibc's, valid until
/// the next lookup. Readline calls these from the one thread that runs it.
nonisolated(unsafe) private let lastEntry: UnsafeMutablePointer<passwd> = {
    let pointer = UnsafeMutablePointer<passwd>.allocate(capacity: 1)
    pointer.initialize(to: passwd())
    return pointer
}()

/// Readline's `getpwuid`: the first /etc/passwd line with that user id, or `NULL`.
@_cdecl("__wrap_getpwuid")
public func readlineGetpwuid(_ uid: uid_t) -> UnsafeMutablePointer<passwd>? {
    store(PasswordFile.entries().first { $0.uid == uid })
}

/// Readline's `getpwnam`: the first /etc/passwd line with that user name, or `NULL`.
@_cdecl("__wrap_getpwnam")
public func readlineGetpwnam(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<passwd>? {
    guard let name else { return nil }
    let wanted = String(cString: name)
    return store(PasswordFile.entries().first { $0.name == wanted })
}

/// Readline's `getpwent`: no user names to complete.
@_cdecl("__wrap_getpwent")
public func readlineGetpwent() -> UnsafeMutablePointer<passwd>? { nil }

/// Readline's `setpwent`: nothing to rewind.
@_cdecl("__wrap_setpwent")
public func readlineSetpwent() {}

/// Readline's `endpwent`: nothing to close.
@_cdecl("__wrap_endpwent")
public func readlineEndpwent() {}

/// Replaces ``lastEntry`` with `entry` and points at it; `NULL` for `nil`.
private func store(_ entry: PasswordFile.Entry?) -> UnsafeMutablePointer<passwd>? {
    let old = lastEntry.pointee
    for field in [old.pw_name, old.pw_passwd, old.pw_gecos, old.pw_dir, old.pw_shell] {
        free(field)
    }
    lastEntry.pointee = passwd()
    guard let entry else { return nil }
    lastEntry.pointee = passwd(
        pw_name: strdup(entry.name), pw_passwd: strdup(entry.password), pw_uid: entry.uid,
        pw_gid: entry.gid, pw_gecos: strdup(entry.gecos), pw_dir: strdup(entry.home),
        pw_shell: strdup(entry.shell))
    return lastEntry
}
