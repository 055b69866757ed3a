/// The terminal as the interactive loop sees it: where its events come from (key bytes,
/// resizes, resumes, timeouts), its size, its modes, and where frames are written.
///
/// ``TerminalController`` is the real one. A test or a benchmark gives the same loop a
/// scripted stand-in, so that ``InteractiveFrontend`` runs unchanged in-process.
public protocol InteractiveTerminal: AnyObject {
    /// Where frames, the bell and mode switches are written.
    var output: any TextSink { get }
    /// The size in columns and rows, read again after every ``TerminalEvent/resized``.
    var size: (columns: Int, rows: Int) { get }

    /// Waits up to `timeout` seconds (forever when `nil`) for the next event. Returns
    /// ``TerminalEvent/timeout`` only when a timeout was given and nothing arrived in time.
    func nextEvent(timeout: Double?) -> TerminalEvent

    /// Raw mode: keys arrive byte by byte, unechoed, Ctrl-Z as a byte; Ctrl-C as a byte, or
    /// as the interrupt signal that quits at once even while wizard computes.
    func enterRawMode()
    /// Back to the terminal's own settings, for a line editor that sets its own mode.
    func leaveRawMode()
    /// Puts back the settings the terminal had at the start. Safe to call more than once.
    func restore()
    /// Ctrl-Z: stops the process as job control expects and returns once it is continued,
    /// in raw mode. The caller erased the frame before and draws it afresh after, at the
    /// size read then, so the resume brings no ``TerminalEvent/resumed`` (a stop that
    /// wizard did not ask for does).
    func suspend()
    /// The bytes that erase the frame on show from where the cursor is now, as Esc's quit
    /// erases it (empty when no frame is on show), for a terminating signal to write before
    /// wizard dies. Given each time the cursor changes rows (``Screen``).
    func frameErasureChanged(_ erasure: String)
}

extension InteractiveTerminal {
    /// A terminal no signal can reach keeps no erasure.
    public func frameErasureChanged(_ erasure: String) {}
}
