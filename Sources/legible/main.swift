print("legible")
