import PickerCore

/// A canvas that may hold drawing back and must be told when the frame's drawing is complete.
///
/// `MeshCanvas(backend:pixelsPerPoint:)` from PickerCore fits: conform it with `extension MeshCanvas: FlushableCanvas {}`.
public protocol FlushableCanvas: Canvas {
    /// Sends everything drawn so far to the backend.
    func flush()
}

/// Makes the canvas a frame is drawn with, from the backend and the frame's pixels per point.
/// The hosts call it once per frame.
public typealias CanvasFactory = (_ backend: MeshBackend, _ pixelsPerPoint: Double) -> FlushableCanvas
