/// `import NibCoding` also imports the coder protocol (`NibDecoding`) that archived objects decode
/// themselves through.
@_exported public import NibCodingCore
