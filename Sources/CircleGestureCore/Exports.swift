@_exported import ObserverSupport
