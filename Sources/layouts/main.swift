print("layouts")
