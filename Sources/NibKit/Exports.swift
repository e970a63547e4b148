/// `import NibKit` also imports the runtime: the view, controller, container, window, run-loop and
/// trace classes that documents load into.
@_exported public import NibRuntime
