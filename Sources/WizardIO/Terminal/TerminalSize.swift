import Glibc

/// A terminal's size, as the kernel keeps it for the terminal a descriptor is open on.
public enum TerminalSize {
    /// The columns and rows of the terminal `descriptor` is open on; 80×24 when it cannot
    /// tell (not a terminal, or a terminal that never said).
    public static func of(descriptor: Int32) -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
