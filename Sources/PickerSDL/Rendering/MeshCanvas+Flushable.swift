import PickerCore

/// PickerCore's tessellating canvas is the one every SDL host draws with.
extension MeshCanvas: FlushableCanvas {}
