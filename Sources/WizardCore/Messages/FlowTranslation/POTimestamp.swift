/// A time as a gettext header writes it (`POT-Creation-Date: 2026-12-06 03:04+0000`), in
/// UTC, from seconds since the Unix epoch.
public enum POTimestamp {
    /// `seconds` since 1970-01-01 00:00 UTC as `YYYY-MM-DD HH:MM+0000`; seconds within the
    /// minute are dropped, as xgettext drops them.
    public static func text(seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let minutes = (seconds - days * 86_400) / 60
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2)) "
            + "\(padded(minutes / 60, 2)):\(padded(minutes % 60, 2))+0000"
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func padded(_ number: Int64, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
