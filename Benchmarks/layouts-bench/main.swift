print("layouts-bench")
