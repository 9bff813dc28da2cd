import StringsParser

print("benchmark")
