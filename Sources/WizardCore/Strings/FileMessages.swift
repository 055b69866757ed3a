/// The messages about the files wizard reads (part of ``Messages``).
public protocol FileMessages {

}
