print("circle-gesture-demo: not built yet")
