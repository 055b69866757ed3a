/// Every message wizard itself shows, in one language.
///
/// A type conforming to it is one UI language: the compiler demands each message, and the
/// language's grammar (plurals, particles) is handled in that type's file. A language is
/// registered in ``Catalogue/catalogues``; the rest of the code asks ``Catalogue`` for a
/// message, which gives it in every registered language (docs/languages.md).
///
/// Values embedded in a message come already in the language being written (a button's
/// label, a step's title) and already sanitised when they come from outside.
public protocol Messages: ScreenMessages, CommandMessages, FileMessages, UsageMessages,
    FlowCheckMessages, JSONSyntaxMessages, ConditionMessages, AnsweringMessages, Sendable
{
    /// The language these messages are in.
    var language: Language { get }
}
